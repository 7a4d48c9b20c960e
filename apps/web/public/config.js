// Start-time configuration. The server may replace this file to set, for example,
// window.__COTIZA_CONFIG__ = { sentryDsn: 'https://…' }; it stays a same-origin script for the CSP.
window.__COTIZA_CONFIG__ = window.__COTIZA_CONFIG__ || {};
