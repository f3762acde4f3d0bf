import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';

// Long enough to let a word be typed, short enough to feel live.
const SEARCH_DEBOUNCE_MS = 300;

interface OrganizationsSearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
}

/** The search field: keystrokes stay local and reach the URL (and the server) after a pause. */
export function OrganizationsSearchBox({ value, onSearch }: OrganizationsSearchBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back and Forward change the URL under the field; the field follows.
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next: string) {
    clearTimeout(timer.current);
    if (next !== value) onSearch(next);
  }

  return (
    <TextField
      label={t('master.list.searchLabel')}
      type="search"
      placeholder={t('master.list.searchPlaceholder')}
      value={draft}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(draft);
      }}
      className="min-w-0 flex-1"
    />
  );
}
