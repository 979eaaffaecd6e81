/**
 * The catalogue's documents: manuals, forms and part drawings (an exploded view and its image
 * map) of each model, and documents shared by several models.
 */
import { DOCUMENT_TYPES } from '../db/schema.js';
import type { PlanDocument } from './catalogue.js';
import { partsOfModel, type PlannedArticles } from './catalogue-articles.js';
import { type CatalogueKit, modelSlug } from './catalogue-kit.js';
import type { SeedPlan } from './data.js';
import { type DrawingPart, explodedViewSvg } from './drawings.js';

export function planDocuments(
  { plan, svgFile, pdfFile, supplierOf, typeName }: CatalogueKit,
  articleOf: PlannedArticles['articleOf'],
): PlanDocument[] {
  const documentList: PlanDocument[] = [];
  const addDocument = (doc: Omit<PlanDocument, 'key'>) => {
    const key = `doc${documentList.length + 1}`;
    documentList.push({ key, ...doc });
    return key;
  };
  for (const model of plan.models) {
    const s = modelSlug(model.imagePath);
    const supplier = supplierOf(model.supplierKey);
    const type = typeName(model.typeKey);
    addDocument({
      name: `${model.name} operating manual`,
      documentTypeId: DOCUMENT_TYPES.manual,
      linkUrl: pdfFile(
        `documents/${s}/operating-manual.pdf`,
        `${model.name} operating manual`,
        `${supplier.name} - ${type}`,
        [
          '1. Safety instructions',
          '2. Daily operation',
          '3. Cleaning and care',
          '4. Fault codes and what to do',
          '5. Service and spare parts: see the parts list and the exploded view.',
        ],
      ),
      partDrawingImage: null,
      partDrawingImageMap: null,
      modelKeys: [model.key],
    });
    if (model.typeKey === 'oven' || model.typeKey === 'dishwasher') {
      addDocument({
        name: `${model.name} service manual`,
        documentTypeId: DOCUMENT_TYPES.manual,
        linkUrl: pdfFile(`documents/${s}/service-manual.pdf`, `${model.name} service manual`, supplier.name, [
          'For authorised service technicians.',
          'Wiring diagrams, adjustment values and replacement procedures.',
        ]),
        partDrawingImage: null,
        partDrawingImageMap: null,
        modelKeys: [model.key],
      });
    }
    if (model.supplierKey === 'arctic') {
      addDocument({
        name: `${model.name} product page`,
        documentTypeId: DOCUMENT_TYPES.manual,
        linkUrl: `https://example.com/arctic-cooling/${s}`,
        partDrawingImage: null,
        partDrawingImageMap: null,
        modelKeys: [model.key],
      });
    }
    // Every model but the coffee machine has an exploded view (its tab shows "none available").
    if (model.typeKey !== 'coffee') {
      const parts: DrawingPart[] = partsOfModel(model)
        .filter((number) => articleOf(number).category !== 'all')
        .map((articleNumber, i) => ({
          position: String(i + 1),
          articleNumber,
          description: articleOf(articleNumber).description,
        }));
      const drawing = explodedViewSvg(model.name, parts, supplier.colour);
      addDocument({
        name: `${model.name} exploded view`,
        documentTypeId: DOCUMENT_TYPES.partDrawing,
        linkUrl: null,
        partDrawingImage: svgFile(`documents/${s}/exploded-view.svg`, drawing.svg),
        partDrawingImageMap: JSON.stringify(drawing.map),
        modelKeys: [model.key],
      });
    }
  }
  const modelsWhere = (test: (m: SeedPlan['models'][number]) => boolean) =>
    plan.models.filter(test).map((m) => m.key);
  // Documents shared by several models (ModelDocuments lists each).
  addDocument({
    name: 'Combi Kitchen safety instructions',
    documentTypeId: DOCUMENT_TYPES.manual,
    linkUrl: pdfFile(
      'documents/shared/combi-kitchen-safety.pdf',
      'Safety instructions',
      'Combi Kitchen GmbH',
      [
        'Hot surfaces and steam: keep the door closed while the oven is running.',
        'Disconnect the power before cleaning behind panels.',
      ],
    ),
    partDrawingImage: null,
    partDrawingImageMap: null,
    modelKeys: modelsWhere((m) => m.supplierKey === 'combi'),
  });
  addDocument({
    name: 'Daily cleaning checklist',
    documentTypeId: DOCUMENT_TYPES.form,
    linkUrl: pdfFile(
      'documents/shared/daily-cleaning-checklist.pdf',
      'Daily cleaning checklist',
      'Dishwashers',
      [
        '[ ] Empty and rinse the tank',
        '[ ] Clean the filter basket',
        '[ ] Check the wash and rinse arms',
        '[ ] Leave the door open to dry',
        'Signature: ____________________',
      ],
    ),
    partDrawingImage: null,
    partDrawingImageMap: null,
    modelKeys: modelsWhere((m) => m.typeKey === 'dishwasher'),
  });
  addDocument({
    name: 'HACCP temperature log',
    documentTypeId: DOCUMENT_TYPES.form,
    linkUrl: pdfFile('documents/shared/haccp-temperature-log.pdf', 'HACCP temperature log', 'Refrigeration', [
      'Day | Time | Temperature | Signature',
      'Log the temperature twice a day. Report deviations above 4 °C at once.',
    ]),
    partDrawingImage: null,
    partDrawingImageMap: null,
    modelKeys: modelsWhere((m) => m.typeKey === 'fridge' || m.typeKey === 'freezer'),
  });
  addDocument({
    name: 'Oven service request form',
    documentTypeId: DOCUMENT_TYPES.form,
    linkUrl: pdfFile('documents/shared/oven-service-request.pdf', 'Service request', 'Combi ovens', [
      'Machine, serial number, error code, description of the fault.',
    ]),
    partDrawingImage: null,
    partDrawingImageMap: null,
    modelKeys: modelsWhere((m) => m.typeKey === 'oven'),
  });
  return documentList;
}
