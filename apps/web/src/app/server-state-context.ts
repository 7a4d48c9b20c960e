import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * How a page that keeps server state makes its query client. Only tests set it (AppProvider's
 * `createQueryClient`); the type-only import keeps TanStack Query out of the first load.
 */
export const QueryClientFactoryContext = createContext<(() => QueryClient) | undefined>(undefined);
