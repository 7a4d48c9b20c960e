import type { ResourceLanguage } from 'i18next';

/** The public screens' texts in English, one chunk fetched before the first render. */
export default import.meta.glob<ResourceLanguage>(
  '../../../../../packages/shared/src/i18n/locales/en/{common,validation,errors,landing,auth,signup}.json',
  { eager: true, import: 'default' },
);
