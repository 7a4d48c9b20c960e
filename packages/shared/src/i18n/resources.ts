import enCommon from './locales/en/common.json' with { type: 'json' };
import enEmail from './locales/en/email.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enLocations from './locales/en/locations.json' with { type: 'json' };
import enPaste from './locales/en/paste.json' with { type: 'json' };
import enPurchasing from './locales/en/purchasing.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };
import esCommon from './locales/es/common.json' with { type: 'json' };
import esEmail from './locales/es/email.json' with { type: 'json' };
import esErrors from './locales/es/errors.json' with { type: 'json' };
import esLocations from './locales/es/locations.json' with { type: 'json' };
import esPaste from './locales/es/paste.json' with { type: 'json' };
import esPurchasing from './locales/es/purchasing.json' with { type: 'json' };
import esValidation from './locales/es/validation.json' with { type: 'json' };

/**
 * The namespaces both the API and the web app read. Feature namespaces of the web app live beside
 * these (locales/<lang>/<feature>.json) and are registered in `web-resources.ts`.
 */
export const sharedResources = {
  en: {
    common: enCommon,
    validation: enValidation,
    errors: enErrors,
    email: enEmail,
    locations: enLocations,
    // The reasons a pasted or imported row is refused, which the item import answers too.
    paste: enPaste,
    // Purchasing's refusals, which the API answers, and the exchange-rate form's messages: kept out
    // of `errors` and `validation`, which the public pages load first.
    purchasing: enPurchasing,
  },
  es: {
    common: esCommon,
    validation: esValidation,
    errors: esErrors,
    email: esEmail,
    locations: esLocations,
    paste: esPaste,
    purchasing: esPurchasing,
  },
} as const;

export type SharedNamespace = keyof (typeof sharedResources)['en'];
