/**
 * The data of the partner jobs: counters of their machines, order lines, attachments, who takes
 * part in each job and the customer's contact person of each.
 */
import { isPartnerFinalized, JOB_STATUS } from '@eqp/rules';
import type { CataloguePlan, PlanAttachment, PlanContact, PlanCounter, PlanOrderLine } from './catalogue.js';
import { partsOfModel, type PlannedArticles } from './catalogue-articles.js';
import { addDays, type CatalogueKit } from './catalogue-kit.js';
import { photoSvg } from './drawings.js';

/** Counters a machine of a type has, with a typical previous reading. */
const COUNTER_NAMES: Record<string, [string, number][]> = {
  oven: [
    ['Operating hours', 4200],
    ['Steam generator hours', 1900],
  ],
  dishwasher: [
    ['Wash cycles', 38000],
    ['Operating hours', 5100],
  ],
  fridge: [['Compressor hours', 16000]],
  freezer: [['Compressor hours', 21000]],
  mixer: [['Operating hours', 2300]],
  coffee: [
    ['Brews', 52000],
    ['Water filter litres', 900],
  ],
};

export function planPartnerJobData(
  { plan, files, svgFile, pdfFile, supplierOf, modelOf, machineOf }: CatalogueKit,
  articleOf: PlannedArticles['articleOf'],
  contacts: PlanContact[],
): Pick<CataloguePlan, 'counters' | 'orderLines' | 'attachments' | 'jobPartners' | 'jobContacts'> {
  const partnerJobs = plan.jobs.filter((j) => j.partnerCompanyKey !== null);
  const counterRows: PlanCounter[] = [];
  const counted = new Set<string>();
  partnerJobs.forEach((job, j) => {
    for (const line of job.machines) {
      if (counted.has(line.machineKey)) continue;
      counted.add(line.machineKey);
      const machine = machineOf(line.machineKey);
      (COUNTER_NAMES[machine.typeKey] ?? []).forEach(([name, typical], c) => {
        const lastValue = typical + ((j * 997 + c * 131 + counted.size * 53) % 1000);
        counterRows.push({
          machineKey: line.machineKey,
          name,
          lastValue,
          // Finished jobs have today's reading; on the others it is still to be entered.
          value: isPartnerFinalized(job.statusId) ? lastValue + 40 + c * 5 : null,
        });
      });
    }
  });

  const openJob = partnerJobs.find(
    (j) => j.partnerCompanyKey === 'servicePartner' && j.statusId === JOB_STATUS.InProgress,
  )!;
  const finishedJob = partnerJobs.find(
    (j) => j.partnerCompanyKey === 'servicePartner' && j.statusId === JOB_STATUS.Completed,
  )!;
  const warehousePart = (machineKey: string) => {
    const machine = machineOf(machineKey);
    const numbers = machine.modelKey ? partsOfModel(modelOf(machine.modelKey)) : ['GN-9001'];
    return articleOf(numbers.find((n) => articleOf(n).warehouseId !== null) ?? 'GN-9001');
  };
  const orderLineRows: PlanOrderLine[] = [];
  {
    const machineKey = openJob.machines[0]!.machineKey;
    const part = warehousePart(machineKey);
    orderLineRows.push(
      {
        jobKey: openJob.key,
        machineKey,
        articleNumber: part.articleNumber,
        articleDescription: part.description,
        articleCount: 2,
        articleType: part.articleType,
        createdAt: addDays(openJob.createdDate, 1),
        createdByKey: 'tech',
      },
      {
        jobKey: openJob.key,
        machineKey,
        articleNumber: null,
        articleDescription: 'Travel and call-out fee',
        articleCount: 1,
        articleType: null,
        createdAt: addDays(openJob.createdDate, 1),
        createdByKey: 'tech',
      },
    );
    const finishedMachine = finishedJob.machines[0]!.machineKey;
    const finishedPart = warehousePart(finishedMachine);
    orderLineRows.push({
      jobKey: finishedJob.key,
      machineKey: finishedMachine,
      articleNumber: finishedPart.articleNumber,
      articleDescription: finishedPart.description,
      articleCount: 1,
      articleType: finishedPart.articleType,
      createdAt: addDays(finishedJob.createdDate, 1),
      createdByKey: 'tech',
    });
  }

  const attachmentRows: PlanAttachment[] = [];
  {
    const machine = machineOf(openJob.machines[0]!.machineKey);
    const accent = supplierOf(machine.supplierKey).colour;
    const photo = svgFile(
      `attachments/${openJob.key}/door-seal-before.svg`,
      photoSvg('Door seal before replacement', machine.displayName, accent),
    );
    const report = pdfFile(
      `attachments/${openJob.key}/pressure-test.pdf`,
      'Pressure test',
      machine.displayName,
      ['Inlet pressure 3.2 bar, rinse pressure 0.8 bar: OK.'],
    );
    attachmentRows.push(
      {
        jobKey: openJob.key,
        name: 'Door seal before replacement.svg',
        blobKey: photo,
        contentType: 'image/svg+xml',
        size: files.get(photo)!.bytes.length,
        isMedia: true,
        typeId: 1,
        uploadedByKey: 'tech',
        createdAt: addDays(openJob.createdDate, 1),
      },
      {
        jobKey: openJob.key,
        name: 'Pressure test.pdf',
        blobKey: report,
        contentType: 'application/pdf',
        size: files.get(report)!.bytes.length,
        isMedia: false,
        typeId: 1,
        uploadedByKey: 'tech',
        createdAt: addDays(openJob.createdDate, 1),
      },
    );
  }

  const jobPartnerRows: CataloguePlan['jobPartners'] = [];
  const jobContacts: CataloguePlan['jobContacts'] = [];
  for (const job of partnerJobs) {
    jobPartnerRows.push({ jobKey: job.key, partnerCompanyKey: job.partnerCompanyKey, userKey: null });
    const participants = [...new Set(job.appointments.flatMap((a) => a.participantKeys))];
    for (const userKey of participants)
      jobPartnerRows.push({ jobKey: job.key, partnerCompanyKey: null, userKey });
    const contact = contacts.find((c) => c.customerKey === job.customerKey && c.isActive);
    if (contact) jobContacts.push({ jobKey: job.key, contactKey: contact.key });
  }

  return {
    counters: counterRows,
    orderLines: orderLineRows,
    attachments: attachmentRows,
    jobPartners: jobPartnerRows,
    jobContacts,
  };
}
