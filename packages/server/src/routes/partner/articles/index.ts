import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { partnerCaller } from '../access.js';
import { warehouseArticles } from './queries.js';

/** The articles of the company's parts warehouse (spec §5 partner article search, §6). */
export const partnerArticlesRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/partner/Article', {}, async (request) => {
    return warehouseArticles(app.db, await partnerCaller(app.db, request));
  });

  operation(app, 'get', '/api2/partner/Article/Search', {}, async (request) => {
    // The contract asks for 3 characters; fewer after trimming spaces answers the full list (spec §5).
    return warehouseArticles(app.db, await partnerCaller(app.db, request), request.query.searchword);
  });
};
