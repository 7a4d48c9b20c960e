import { idParamSchema } from '../../schemas/common';
import {
  mergeSuppliersSchema,
  saveSupplierSchema,
  supplierListQuerySchema,
  supplierListSchema,
  supplierSchema,
} from '../../schemas/suppliers';
import { defineContract } from '../contract';

const tags = ['suppliers'];
const allowed = ['unauthorized', 'token_invalid', 'forbidden', 'buyers_only'] as const;
const one = [...allowed, 'not_found'] as const;

/** The buyer's supplier directory. */
export const suppliersContracts = {
  list: defineContract({
    method: 'GET',
    path: '/suppliers/',
    query: supplierListQuerySchema,
    responses: { 200: supplierListSchema },
    errors: one,
    auth: 'user',
    summary: 'List the company’s suppliers',
    tags,
  }),
  create: defineContract({
    method: 'POST',
    path: '/suppliers/',
    body: saveSupplierSchema,
    responses: { 201: supplierSchema },
    errors: [...allowed, 'validation_failed', 'supplier_tax_id_taken'],
    auth: 'user',
    summary: 'Add a supplier',
    tags,
  }),
  get: defineContract({
    method: 'GET',
    path: '/suppliers/:id/',
    params: idParamSchema,
    responses: { 200: supplierSchema },
    errors: one,
    auth: 'user',
    summary: 'One supplier',
    tags,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/suppliers/:id/',
    params: idParamSchema,
    body: saveSupplierSchema,
    responses: { 200: supplierSchema },
    errors: [...one, 'validation_failed', 'supplier_tax_id_taken'],
    auth: 'user',
    summary: 'Replace a supplier’s fields',
    tags,
  }),
  merge: defineContract({
    method: 'POST',
    path: '/suppliers/:id/merge/',
    params: idParamSchema,
    body: mergeSuppliersSchema,
    responses: { 200: supplierSchema },
    errors: [...one, 'validation_failed', 'supplier_merge_self', 'reference_not_found'],
    auth: 'user',
    summary: 'Merge duplicate suppliers into this one',
    tags,
  }),
};
