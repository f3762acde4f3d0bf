import { ORGANIZATION_STATUSES } from '@shiftclock/contract/constants';
import { useSearchParams } from 'react-router';
import type { OrganizationStatus } from '../../api/master/types.ts';

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseStatus(raw: string | null): OrganizationStatus | undefined {
  return ORGANIZATION_STATUSES.find((status) => status === raw);
}

/**
 * The list's page, status filter and search live in the URL (?page&status&search), so Back and
 * Forward, a reload and a shared link all show the same rows. A new filter or search starts again
 * at page 1. Page and filter changes are history entries; the search replaces its entry, so Back
 * does not replay every keystroke.
 */
export function useOrganizationsUrlState() {
  const [params, setParams] = useSearchParams();

  function update(changes: Record<string, string | undefined>, replace = false) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  }

  return {
    page: parsePage(params.get('page')),
    status: parseStatus(params.get('status')),
    search: params.get('search') ?? '',
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
    setStatus: (status: OrganizationStatus | undefined) => update({ status, page: undefined }),
    setSearch: (search: string) => update({ search, page: undefined }, true),
  };
}
