import { ActionIcon, Center, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '@app/shared/api/paths';
import type { QuoteLine } from '@app/shared/schemas/quotes';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { fetchFile } from '#web/lib/api-client.ts';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useQuotePreviewPages } from '../api/quotes';
import { ImageSource } from './image-source';

/**
 * A TIFF, which browsers do not draw, shown page by page as the PNG the API renders of it
 * (docs/product-rules.md § Quote review on screen), the focused value's box drawn over its page;
 * focusing a value on another page turns to it. A file that cannot be shown says so.
 */
export function TiffSource({
  quoteId,
  label,
  title,
  highlight,
}: {
  quoteId: number;
  label: string;
  title: string;
  highlight: QuoteLine['source'];
}) {
  const { t } = useTranslation();
  const pages = useQuotePreviewPages(quoteId);
  const [pageNumber, setPageNumber] = useState(1);
  const [image, setImage] = useState<{ page: number; url: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const count = pages.data?.pages.length ?? 0;

  // The focused value's page is shown, when the focus moves or the page list arrives.
  const highlightPage = highlight?.page;
  const turnTo = `${highlightPage ?? ''}:${count}`;
  const [turnedTo, setTurnedTo] = useState('');
  if (turnTo !== turnedTo) {
    setTurnedTo(turnTo);
    if (highlightPage && highlightPage <= count) setPageNumber(highlightPage);
  }

  useEffect(() => {
    if (!count) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchFile(API_PATHS.quoteFilePage(quoteId, pageNumber))
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setImage({ page: pageNumber, url: objectUrl });
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(reason);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [quoteId, pageNumber, count]);

  const failure = pages.error ?? error;
  if (failure)
    return <FormAlert>{getErrorMessage(failure, t('quotes:source.loadError'))}</FormAlert>;
  const shown = image?.page === pageNumber ? image : null;
  const frame = pages.data?.pages[pageNumber - 1];
  const box = (highlight?.page ?? 1) === pageNumber ? highlight?.box : undefined;
  return (
    <div>
      <Group gap={4} mb="xs">
        <ActionIcon
          variant="default"
          aria-label={t('quotes:source.previousPage')}
          disabled={pageNumber <= 1}
          onClick={() => setPageNumber((n) => n - 1)}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text size="sm" aria-live="polite">
          {count ? t('quotes:source.pageOf', { page: pageNumber, pages: count }) : ''}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t('quotes:source.nextPage')}
          disabled={pageNumber >= count}
          onClick={() => setPageNumber((n) => n + 1)}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {shown ? (
        <ImageSource url={shown.url} label={label} title={title} box={box} frame={frame} />
      ) : (
        <Center py="xl" role="status" aria-label={t('common:loading')}>
          <Loader />
        </Center>
      )}
    </div>
  );
}
