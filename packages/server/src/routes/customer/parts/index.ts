import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { parameterMaxLength } from '../../../contract/limits.js';
import { operation } from '../../../contract/routes.js';
import { machineModels } from '../../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../../http/errors.js';
import { currentCustomerId } from '../../auth/principal.js';
import { requireOwnMachine } from '../access.js';
import { organisationShowsPrices } from '../machines/queries.js';
import { loadPart, modelPartsList, organisationHasModel } from './queries.js';

export const PART_MESSAGES = {
  noSuchArticle: (articleNumber: string) => `No such article: ${articleNumber}`,
  noSuchModel: (id: number) => `No such machine model: ${id}`,
  notYourModel: (id: number) => `Your organisation has no machine of model ${id}`,
  badArticleNumber: 'Invalid article number: at most 64 printable characters',
} as const;

export const MAX_ARTICLE_NUMBER_LENGTH = parameterMaxLength('ArticleNumberPath');
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** An article number is short printable text; anything else is bad input (400), never looked up. */
function checkArticleNumber(articleNumber: string): string {
  if (articleNumber.length > MAX_ARTICLE_NUMBER_LENGTH || CONTROL.test(articleNumber)) {
    throw badRequest(PART_MESSAGES.badArticleNumber);
  }
  return articleNumber;
}

/**
 * Spare parts (spec §2 PartsPanel and PartInfoDialog): one article, the parts list of a model
 * the organisation has a machine of (403 otherwise), and the organisation's price of a part for
 * one of its machines. The article catalogue is the provider's, so any article number answers;
 * the customer price is always the current organisation's own.
 */
export const customerPartsRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/customer/article/part/{articleNumber}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    const articleNumber = checkArticleNumber(request.params.articleNumber);
    const showPrices = await organisationShowsPrices(app.db, customerId);
    const part = await loadPart(app.db, customerId, articleNumber, { showPrices });
    if (!part) throw notFound(PART_MESSAGES.noSuchArticle(request.params.articleNumber));
    return part;
  });

  operation(app, 'get', '/api2/customer/parts/{machineModelId}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    const { machineModelId } = request.params;
    const [model] = await app.db
      .select({ id: machineModels.id })
      .from(machineModels)
      .where(eq(machineModels.id, machineModelId));
    if (!model) throw notFound(PART_MESSAGES.noSuchModel(machineModelId));
    if (!(await organisationHasModel(app.db, customerId, machineModelId))) {
      throw forbidden(PART_MESSAGES.notYourModel(machineModelId));
    }
    const showPrices = await organisationShowsPrices(app.db, customerId);
    return modelPartsList(app.db, customerId, machineModelId, { showPrices });
  });

  // A part without a customer price answers 200 with HasCustomerPrice false (the part is marked
  // "no customer price"); an unknown article 404; another organisation's machine 403.
  operation(
    app,
    'get',
    '/api2/customer/article/{articleNumber}/price-for-machine/{machineId}',
    {},
    async (request) => {
      const customerId = currentCustomerId(request);
      const { machineId } = request.params;
      const articleNumber = checkArticleNumber(request.params.articleNumber);
      await requireOwnMachine(app.db, customerId, machineId);
      const showPrices = await organisationShowsPrices(app.db, customerId);
      const part = await loadPart(app.db, customerId, articleNumber, { showPrices });
      if (!part) throw notFound(PART_MESSAGES.noSuchArticle(articleNumber));
      return {
        ArticleNumber: part.ArticleNumber,
        MachineId: machineId,
        CustomerArticlePrice: part.CustomerArticlePrice,
        HasCustomerPrice: part.HasCustomerPrice,
      };
    },
  );
};
