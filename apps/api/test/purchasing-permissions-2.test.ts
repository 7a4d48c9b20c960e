import { CALLS, describeMatrix } from './purchasing-permissions.matrix.ts';

describeMatrix(
  'purchasing permissions: every call × every caller (2 of 2)',
  CALLS.filter((_, index) => index % 2 === 1),
);
