import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { operation } from '../../../contract/routes.js';
import { DOCUMENT_TYPES, machines } from '../../../db/schema.js';
import { forbidden, notFound } from '../../../http/errors.js';
import { currentCustomerId } from '../../auth/principal.js';
import { ACCESS_MESSAGES, requireOwnMachine } from '../access.js';
import {
  loadDocument,
  machineOwners,
  modelDocumentsOfType,
  organisationHasDocument,
  resourceTree,
} from './queries.js';

export const DOCUMENT_MESSAGES = {
  noSuchPartDrawing: (id: number) => `No such part drawing: ${id}`,
  notYourDocument: (id: number) => `Document ${id} is not a document of your organisation's machines`,
} as const;

/**
 * Documents and resources of the customer's machines (spec §2 ManualsPanel, FormsPanel,
 * PartDocumentPanel and its dialog, the resource browser). A machine of another organisation
 * answers 403, an unknown machine 404; a document is the organisation's when one of its machines
 * has a model the document belongs to.
 */
export const customerDocumentsRoutes: FastifyPluginAsync = async (app) => {
  /** The model of the organisation's machine (null without a model), or 404 / 403. */
  const modelOf = async (customerId: number, machineId: number) => {
    await requireOwnMachine(app.db, customerId, machineId);
    const [row] = await app.db
      .select({ modelId: machines.machineModelId })
      .from(machines)
      .where(eq(machines.id, machineId));
    return row?.modelId ?? null;
  };

  operation(app, 'get', '/api2/customer/documents/partdrawing/{documentId}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    const { documentId } = request.params;
    const document = await loadDocument(app.db, documentId);
    if (!document || document.DocumentType_Id !== DOCUMENT_TYPES.partDrawing) {
      throw notFound(DOCUMENT_MESSAGES.noSuchPartDrawing(documentId));
    }
    if (!(await organisationHasDocument(app.db, customerId, documentId))) {
      throw forbidden(DOCUMENT_MESSAGES.notYourDocument(documentId));
    }
    return document;
  });

  operation(app, 'get', '/api2/customer/documents/manuals/{machineId}', {}, async (request) => {
    const modelId = await modelOf(currentCustomerId(request), request.params.machineId);
    return modelDocumentsOfType(app.db, modelId, DOCUMENT_TYPES.manual);
  });

  operation(app, 'get', '/api2/customer/documents/forms/{machineId}', {}, async (request) => {
    const modelId = await modelOf(currentCustomerId(request), request.params.machineId);
    return modelDocumentsOfType(app.db, modelId, DOCUMENT_TYPES.form);
  });

  operation(app, 'get', '/api2/customer/documents/partdrawings/{machineId}', {}, async (request) => {
    const modelId = await modelOf(currentCustomerId(request), request.params.machineId);
    return modelDocumentsOfType(app.db, modelId, DOCUMENT_TYPES.partDrawing);
  });

  operation(app, 'get', '/api2/customer/documents/resources/{machineId}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    const { machineId } = request.params;
    await requireOwnMachine(app.db, customerId, machineId);
    const owners = await machineOwners(app.db, eq(machines.id, machineId));
    if (!owners) throw notFound(ACCESS_MESSAGES.noSuchMachine(machineId));
    return resourceTree(app.db, owners, { publicOnly: false });
  });
};
