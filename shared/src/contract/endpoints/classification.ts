import { z } from 'zod';
import { dbIdParam } from '../../validation/zodHelpers';
import {
  categoryMappingRowSchema, categoryMappingSchema, classificationRowSchema, classificationSchema, tickerClassificationSchema,
} from '../assumptions';
import { codeItemSchema } from '../common';
import { defineEndpoint } from '../endpoint';

const tag = 'Ticker classification';
const admins = 'Site administrators.';

/** Ticker classification (spec document 2 section 7): the site administrators' table, categories, the per-plan lookup. */
export const classification = {
  list: defineEndpoint({
    method: 'GET', path: '/api/setting/admin/site/classification', response: z.array(classificationRowSchema), tag,
    summary: 'The classification table, by ticker', access: admins,
  }),
  equity: defineEndpoint({
    method: 'GET', path: '/api/setting/admin/site/equity', response: z.array(classificationRowSchema), tag,
    summary: 'The equity rows of the classification table', access: admins,
  }),
  save: defineEndpoint({
    method: 'POST', path: '/api/setting/admin/site/classification', body: classificationSchema, response: classificationRowSchema, tag,
    summary: 'Adds or replaces a ticker (by ticker)', access: admins,
  }),
  remove: defineEndpoint({
    method: 'DELETE', path: '/api/setting/admin/site/classification/{ticker}', params: z.object({ ticker: z.string().min(1).max(12) }),
    response: z.void(), tag, summary: 'Deletes a ticker (204)', access: admins,
  }),
  categories: defineEndpoint({
    method: 'GET', path: '/api/setting/lookup/classification/category', response: z.array(codeItemSchema), tag,
    summary: 'Categories (code and description: the category; value: its asset class)', access: 'Any signed-in user.',
  }),
  saveCategoryMapping: defineEndpoint({
    method: 'POST', path: '/api/setting/classification/category/mapping', body: categoryMappingSchema, response: categoryMappingRowSchema, tag,
    summary: "Sets a category's asset class", access: admins,
  }),
  lookup: defineEndpoint({
    method: 'GET', path: '/api/setting/classification/lookup/profile/{profileId}/ticker/{ticker}',
    params: z.object({ profileId: dbIdParam(), ticker: z.string().trim().min(1).max(12) }),
    query: z.object({ category: z.string().max(80).optional() }), response: tickerClassificationSchema, tag,
    summary: "A ticker's asset class for a plan: the table, else the mapping of ?category=, else 404 TICKER_NOT_CLASSIFIED",
    access: 'Callers with read rights to the plan.',
  }),
};
