import type PDFDocument from 'pdfkit';

/**
 * The bytes of a pdfkit document: listens before anything is drawn and resolves once the caller
 * has ended the document and pdfkit has flushed it.
 */
export function pdfBytes(pdf: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}
