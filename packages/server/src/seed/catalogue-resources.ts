/**
 * The showcase machine and job (whose resources show every kind of folder), and the resource
 * folders and files of suppliers, models, single machines and a job.
 */
import type { PlanResourceFile, PlanResourceFolder } from './catalogue.js';
import { type CatalogueKit, modelSlug, slug } from './catalogue-kit.js';
import type { SeedPlan } from './data.js';
import { photoSvg } from './drawings.js';

export interface Showcase {
  job: SeedPlan['jobs'][number];
  machineKey: string;
}

/** A finished job of the first organisation, not a parts order, with a machine of a known model. */
export function planShowcase({ plan, machineOf, closed }: CatalogueKit): Showcase {
  const showcaseJob = plan.jobs.find(
    (j) =>
      j.customerKey === 'nordic' &&
      closed(j.statusId) &&
      j.jobType.id !== 3 &&
      j.machines.some((m) => machineOf(m.machineKey).modelKey !== null),
  )!;
  const showcaseMachine = showcaseJob.machines.find(
    (m) => machineOf(m.machineKey).modelKey !== null,
  )!.machineKey;
  return { job: showcaseJob, machineKey: showcaseMachine };
}

export function planResources(
  { plan, svgFile, pdfFile, supplierOf, machineOf, typeName }: CatalogueKit,
  { job: showcaseJob, machineKey: showcaseMachine }: Showcase,
): { folders: PlanResourceFolder[]; files: PlanResourceFile[] } {
  const folders: PlanResourceFolder[] = [];
  const resourceFileRows: PlanResourceFile[] = [];
  const addFolder = (folder: Omit<PlanResourceFolder, 'key' | 'sortOrder'>) => {
    const key = `folder${folders.length + 1}`;
    folders.push({ key, sortOrder: folders.length, ...folder });
    return key;
  };
  for (const supplier of plan.suppliers) {
    const s = slug(supplier.name);
    const top = addFolder({
      parentKey: null,
      name: 'Product information',
      type: 'Supplier',
      ownerKey: supplier.key,
    });
    resourceFileRows.push(
      {
        folderKey: top,
        name: `${supplier.name} product catalogue.pdf`,
        link: pdfFile(`resources/suppliers/${s}/product-catalogue.pdf`, 'Product catalogue', supplier.name, [
          'Our full range of professional kitchen equipment.',
        ]),
        typeId: 1,
        isMedia: false,
      },
      {
        folderKey: top,
        name: `${supplier.name} website`,
        link: `https://example.com/suppliers/${s}`,
        typeId: 1,
        isMedia: false,
      },
    );
    const certificates = addFolder({
      parentKey: top,
      name: 'Certificates',
      type: 'Supplier',
      ownerKey: supplier.key,
    });
    resourceFileRows.push({
      folderKey: certificates,
      name: 'CE declaration of conformity.pdf',
      link: pdfFile(
        `resources/suppliers/${s}/ce-declaration.pdf`,
        'EU declaration of conformity',
        supplier.name,
        ['The products named in the catalogue conform to the machinery directive 2006/42/EC.'],
      ),
      typeId: 1,
      isMedia: false,
    });
  }
  for (const model of plan.models) {
    const s = modelSlug(model.imagePath);
    const folder = addFolder({
      parentKey: null,
      name: 'Documentation',
      type: 'MachineModel',
      ownerKey: model.key,
    });
    resourceFileRows.push(
      {
        folderKey: folder,
        name: 'Quick reference guide.pdf',
        link: pdfFile(
          `resources/models/${s}/quick-reference.pdf`,
          `${model.name} quick reference`,
          typeName(model.typeKey),
          ['Start-up, shut-down and cleaning in five steps.'],
        ),
        typeId: 1,
        isMedia: false,
      },
      { folderKey: folder, name: 'Product image', link: model.imagePath, typeId: 1, isMedia: true },
      {
        folderKey: folder,
        name: 'Cleaning instructions video',
        link: `https://example.com/videos/${s}-cleaning`,
        typeId: 1,
        isMedia: true,
      },
    );
    if (model.typeKey !== 'coffee') {
      resourceFileRows.push({
        folderKey: folder,
        name: 'Exploded view',
        link: `documents/${s}/exploded-view.svg`,
        typeId: 3,
        isMedia: true,
      });
    }
    if (model.typeKey === 'dishwasher') {
      resourceFileRows.push({
        folderKey: folder,
        name: 'Daily cleaning checklist.pdf',
        link: 'documents/shared/daily-cleaning-checklist.pdf',
        typeId: 2,
        isMedia: false,
      });
    }
  }
  // Files of single machines (their history) and of a job: the showcase machine, and one machine
  // of Fjord Bakery (another organisation's files).
  const fjordMachine = plan.machines.find((m) => m.customerKey === 'fjord')!;
  for (const machineKey of [showcaseMachine, fjordMachine.key]) {
    const machine = machineOf(machineKey);
    const accent = supplierOf(machine.supplierKey).colour;
    const folder = addFolder({
      parentKey: null,
      name: 'Installation',
      type: 'MachineJobHistory',
      ownerKey: machineKey,
    });
    resourceFileRows.push(
      {
        folderKey: folder,
        name: 'Installation protocol.pdf',
        link: pdfFile(
          `resources/machines/${machineKey}/installation-protocol.pdf`,
          'Installation protocol',
          machine.displayName,
          [
            `Serial number ${machine.serialNumber}`,
            'Installed, connected and tested according to the installation manual.',
          ],
        ),
        typeId: 1,
        isMedia: false,
      },
      {
        folderKey: folder,
        name: 'Name plate.svg',
        link: svgFile(
          `resources/machines/${machineKey}/name-plate.svg`,
          photoSvg(machine.displayName, machine.serialNumber, accent),
        ),
        typeId: 1,
        isMedia: true,
      },
    );
  }
  {
    const machine = machineOf(showcaseMachine);
    const accent = supplierOf(machine.supplierKey).colour;
    const folder = addFolder({ parentKey: null, name: 'Job photos', type: 'Job', ownerKey: showcaseJob.key });
    resourceFileRows.push(
      {
        folderKey: folder,
        name: 'Before repair.svg',
        link: svgFile(
          `resources/jobs/${showcaseJob.key}/before.svg`,
          photoSvg('Before repair', machine.displayName, accent),
        ),
        typeId: 1,
        isMedia: true,
      },
      {
        folderKey: folder,
        name: 'After repair.svg',
        link: svgFile(
          `resources/jobs/${showcaseJob.key}/after.svg`,
          photoSvg('After repair', machine.displayName, accent),
        ),
        typeId: 1,
        isMedia: true,
      },
    );
  }
  return { folders, files: resourceFileRows };
}
