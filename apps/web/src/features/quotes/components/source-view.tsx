import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '@app/shared/api/paths';
import type { QuoteDetail, QuoteLine } from '@app/shared/schemas/quotes';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { fetchFile } from '#web/lib/api-client.ts';
import { getErrorMessage } from '#web/lib/errors.ts';
import { ImageSource } from './image-source';
import { TiffSource } from './tiff-source';

type Source = QuoteLine['source'];

// pdf.js is loaded only when a PDF is shown (docs/decisions/016-web-delivery.md § Web delivery).
const PdfSource = lazy(() => import('./pdf-source').then((m) => ({ default: m.PdfSource })));

function describe(source: Source, t: TFunction): string | null {
  if (!source) return null;
  if (source.sheet)
    return t('quotes:source.cell', { sheet: source.sheet, cell: source.cell ?? '' });
  if (source.page) return t('quotes:source.page', { page: source.page });
  if (source.line) return t('quotes:source.line', { line: source.line });
  return null;
}

/**
 * The document the quote was read from, beside its values: an image, a TIFF's or a PDF's pages
 * with the focused value's box and its row drawn over them, and for sheets, CSV and mail the cell
 * or line.
 */
export function SourceView({ quote, highlight }: { quote: QuoteDetail; highlight: Source }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [pdfBytes, setPdfBytes] = useState<Uint8Array | null>(null);
  const [error, setError] = useState<unknown>(null);
  const type = quote.file?.content_type ?? '';
  const isImage = type.startsWith('image/') && type !== 'image/tiff';
  const isPdf = type === 'application/pdf';
  // Browsers draw no TIFF: the API renders its pages (docs/product-rules.md § Quote review on screen).
  const isTiff = type === 'image/tiff';
  const alt = t('quotes:source.alt', { name: quote.file_name ?? '' });

  useEffect(() => {
    if (!isImage && !isPdf) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchFile(API_PATHS.quoteFile(quote.id))
      .then(async (blob) => {
        if (cancelled) return;
        if (isPdf) {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          if (!cancelled) setPdfBytes(bytes);
          return;
        }
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((reason: unknown) => setError(reason));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [quote.id, isImage, isPdf]);

  const where = describe(highlight, t);
  const box = highlight?.box;
  return (
    <Paper withBorder p="xs" pos="sticky" top={72}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('quotes:source.title')}
        </Text>
        {error ? (
          <FormAlert>{getErrorMessage(error, t('quotes:source.loadError'))}</FormAlert>
        ) : (isImage && !url) || (isPdf && !pdfBytes) ? (
          <Center py="xl" role="status" aria-label={t('common:loading')}>
            <Loader />
          </Center>
        ) : isImage && url ? (
          <ImageSource url={url} label={t('quotes:source.title')} title={alt} box={box} />
        ) : isTiff ? (
          <TiffSource
            quoteId={quote.id}
            label={t('quotes:source.title')}
            title={alt}
            highlight={highlight}
          />
        ) : isPdf && pdfBytes ? (
          <Suspense
            fallback={
              <Center py="xl" role="status" aria-label={t('common:loading')}>
                <Loader />
              </Center>
            }
          >
            <PdfSource bytes={pdfBytes} title={alt} highlight={highlight} />
          </Suspense>
        ) : (
          <Text size="sm" c="dimmed">
            {t('quotes:source.noPreview')}
          </Text>
        )}
        {where ? (
          <Text size="sm" role="status">
            {where}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
