/**
 * A decimal string as a number for drawing only: a chart needs coordinates, while tables and CSV
 * keep the exact text (docs/product-rules.md § Analytics).
 */
export const toChartNumber = (amount: string): number => Number(amount);
