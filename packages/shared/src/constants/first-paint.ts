import { DEFAULT_LANGUAGE, LANGUAGES } from './domain.ts';

/**
 * The one inline script of the prerendered public pages (docs/decisions/016-web-delivery.md § Web
 * delivery): before the body is parsed it sets `<html lang>` to the language the app will start in
 * (the visitor's stored choice, else Spanish), so a style in the page shows that language's
 * prerendered markup and hides the other's. The web build writes it into the page and the API
 * allows it in the Content-Security-Policy by its hash, so both read it from here.
 */
export const FIRST_PAINT_LANGUAGE_SCRIPT =
  `(function(){var l;try{l=localStorage.getItem('language')}catch(e){}` +
  `document.documentElement.lang=${JSON.stringify(LANGUAGES)}.indexOf(l)<0?` +
  `'${DEFAULT_LANGUAGE}':l})()`;
