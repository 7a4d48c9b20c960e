import type { ResourceLanguage } from 'i18next';

/** The public screens' texts in Spanish, one chunk fetched before the first render. */
export default import.meta.glob<ResourceLanguage>(
  '../../../../../packages/shared/src/i18n/locales/es/{common,validation,errors,landing,auth,signup}.json',
  { eager: true, import: 'default' },
);
