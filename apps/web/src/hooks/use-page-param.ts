import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page of a paged list, kept in the URL as `?page=` so that a link, a reload and the back
 * button land on the same page. Anything but a whole number from 1 reads as page 1, and page 1
 * leaves the parameter out.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      }),
    [setSearchParams],
  );
  return [page, setPage];
}
