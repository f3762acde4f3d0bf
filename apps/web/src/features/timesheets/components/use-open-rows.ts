import { useState } from 'react';

/** Which rows of a table are open onto their details, and a toggle for one. */
export function useOpenRows() {
  const [openRows, setOpenRows] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenRows((rows) => {
      const next = new Set(rows);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: string) => openRows.has(id), toggle };
}
