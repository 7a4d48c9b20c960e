import { ActionIcon, Center, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteLine } from '@app/shared/schemas/quotes';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { highlightRects, ZOOM_STEPS } from '../utils/pdf-geometry';

// The worker is a file of our own build: nothing is fetched from another origin.
GlobalWorkerOptions.workerSrc = workerUrl;

type Source = QuoteLine['source'];

/**
 * A PDF drawn page by page with pdf.js, the focused value's box outlined and its row banded across
 * the page (docs/product-rules.md § Quote intake and review). The reader's boxes are in PDF points
 * at scale 1, origin top left, y down: the page's viewport at scale 1 is the same frame, so a box
 * is drawn at its coordinates times the scale the page is drawn at.
 */
export function PdfSource({
  bytes,
  title,
  highlight,
}: {
  bytes: Uint8Array;
  title: string;
  highlight: Source;
}) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [frame, setFrame] = useState<{ width: number; height: number; scale: number } | null>(null);
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const band = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // pdf.js takes the buffer over: it gets a copy so a second render still has the bytes.
    const task = getDocument({ data: bytes.slice() });
    task.promise.then(setPdf, () => setError(true));
    return () => void task.destroy();
  }, [bytes]);

  // The focused value's page is shown, when the focus moves or the document arrives.
  const highlightPage = highlight?.page;
  const turnTo = `${highlightPage ?? ''}:${pdf ? pdf.numPages : ''}`;
  const [turnedTo, setTurnedTo] = useState('');
  if (turnTo !== turnedTo) {
    setTurnedTo(turnTo);
    if (highlightPage && pdf && highlightPage <= pdf.numPages) setPageNumber(highlightPage);
  }

  useEffect(() => {
    if (!pdf || !canvas.current || !holder.current) return;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    const target = canvas.current;
    const width = holder.current.clientWidth || 600;
    void pdf.getPage(pageNumber).then(
      (page) => {
        if (cancelled) return;
        const unit = page.getViewport({ scale: 1 });
        const scale = (width / unit.width) * zoom;
        const viewport = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${viewport.width}px`;
        target.style.height = `${viewport.height}px`;
        setFrame({ width: viewport.width, height: viewport.height, scale });
        const task = page.render({
          canvas: target,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        render = task;
        task.promise.catch(() => {
          // A render cancelled by the next page or zoom is not an error.
        });
      },
      () => setError(true),
    );
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, pageNumber, zoom]);

  const rects =
    frame && highlight?.box && (highlight.page ?? 1) === pageNumber
      ? highlightRects(highlight.box, frame.scale, frame.width)
      : null;
  useEffect(() => {
    band.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [rects?.band.top, rects?.cell.left]);

  if (error) return <FormAlert>{t('quotes:source.loadError')}</FormAlert>;
  const zoomIndex = ZOOM_STEPS.indexOf(zoom);
  return (
    <div>
      <Group justify="space-between" gap="xs" mb="xs">
        <Group gap={4}>
          <ActionIcon
            variant="default"
            aria-label={t('quotes:source.previousPage')}
            disabled={!pdf || pageNumber <= 1}
            onClick={() => setPageNumber((n) => n - 1)}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {pdf ? t('quotes:source.pageOf', { page: pageNumber, pages: pdf.numPages }) : ''}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t('quotes:source.nextPage')}
            disabled={!pdf || pageNumber >= pdf.numPages}
            onClick={() => setPageNumber((n) => n + 1)}
          >
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            aria-label={t('quotes:source.zoomOut')}
            disabled={zoomIndex <= 0}
            onClick={() => setZoom(ZOOM_STEPS[zoomIndex - 1] ?? zoom)}
          >
            <IconZoomOut size={16} aria-hidden />
          </ActionIcon>
          <Text size="sm" w={48} ta="center">
            {Math.round(zoom * 100)} %
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t('quotes:source.zoomIn')}
            disabled={zoomIndex >= ZOOM_STEPS.length - 1}
            onClick={() => setZoom(ZOOM_STEPS[zoomIndex + 1] ?? zoom)}
          >
            <IconZoomIn size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <div
        ref={holder}
        tabIndex={0}
        role="region"
        aria-label={title}
        style={{ position: 'relative', overflow: 'auto', maxHeight: '75vh' }}
      >
        {!pdf ? (
          <Center py="xl" role="status" aria-label={t('common:loading')}>
            <Loader />
          </Center>
        ) : null}
        <div style={{ position: 'relative', width: frame?.width, height: frame?.height }}>
          <canvas ref={canvas} role="img" aria-label={title} style={{ display: 'block' }} />
          {rects ? (
            <>
              <div
                ref={band}
                data-testid="source-row-highlight"
                aria-hidden
                style={{
                  position: 'absolute',
                  left: 0,
                  top: rects.band.top,
                  width: rects.band.width,
                  height: rects.band.height,
                  background: 'rgba(253, 126, 20, 0.15)',
                }}
              />
              <div
                data-testid="source-highlight"
                aria-hidden
                style={{
                  position: 'absolute',
                  ...rects.cell,
                  outline: '3px solid var(--mantine-color-orange-6)',
                }}
              />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
