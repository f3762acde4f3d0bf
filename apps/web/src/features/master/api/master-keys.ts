import { scopedKeys } from '../../../lib/query-keys.ts';
import type { OrganizationsQuery } from './list-organizations.ts';

/**
 * Query keys of the master admin area. Every write invalidates `all`: an approval changes the
 * counters, the pending list, the card grid and the table at once, and they are cheap to reload.
 */
export const masterKeys = {
  all: ['master'] as const,
  dashboard: () => [...scopedKeys.master(), 'dashboard'] as const,
  organizations: (query: OrganizationsQuery) => [...scopedKeys.master(), 'organizations', query] as const,
};
