import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page a list's URL asks for: anything but a whole number from 1 reads as page 1. */
export function readPageParam(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

/**
 * The page of a paged list, kept in the URL as `?page=` so that a link, a reload and the back
 * button land on the same page. Anything but a whole number from 1 reads as page 1, and page 1
 * leaves the parameter out.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPageParam(searchParams);
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
