import Check from 'lucide-react/icons/check';
import Search from 'lucide-react/icons/search';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickableEmployee, searchEmployees } from '../../lib/employee-search.ts';
import { messageText } from '../../lib/message-text.ts';

interface EmployeePickerProps {
  employees: readonly PickableEmployee[];
  /** The IDs of those busy at another location at the chosen time: marked, still pickable. */
  busyElsewhere?: ReadonlySet<string>;
  /** The chosen employee's 3-digit ID, or '' for none. */
  value: string;
  onChange: (employeeId: string) => void;
  error?: string | undefined;
  /** The search box, so a form can move focus to it (react-hook-form does on a failed submit). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The Schedule New Shift employee picker: a search box over a list that is always in view, filtered
 * by name or ID as the manager types (case-insensitive). The ARIA combobox pattern: focus stays in
 * the box, Arrow Up/Down move through the matches, Enter picks one. The list stays in the dialog's
 * flow rather than in a popup, so nothing is clipped by the dialog's scrolling body.
 */
export function EmployeePicker({
  employees,
  busyElsewhere,
  value,
  onChange,
  error,
  inputRef,
}: EmployeePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const errorId = useId();
  const selectedId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const matches = searchEmployees(employees, query);
  const activeEmployee = matches[active];
  const selected = employees.find((employee) => employee.employeeId === value);
  const optionId = (employeeId: string) => `${listId}-${employeeId}`;

  // Keeps the keyboard's option in view inside the scrolling list.
  useEffect(() => {
    if (!activeEmployee) return;
    document.getElementById(optionId(activeEmployee.employeeId))?.scrollIntoView?.({ block: 'nearest' });
  });

  const pick = (employee: PickableEmployee) => {
    onChange(employee.employeeId);
    setActive(matches.indexOf(employee as (typeof matches)[number]));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? 0 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && activeEmployee) {
      // Enter picks the highlighted employee; it must not submit the form on the way.
      event.preventDefault();
      pick(activeEmployee);
    }
  };

  const describedBy = [error ? errorId : null, selected ? selectedId : null].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {t('manager.schedule.employee')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-500"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={matches.length > 0}
          aria-controls={matches.length > 0 ? listId : undefined}
          aria-activedescendant={activeEmployee ? optionId(activeEmployee.employeeId) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          placeholder={t('manager.schedule.searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            // The first match is ready for Enter as soon as there is something typed.
            setActive(event.target.value.trim() ? 0 : -1);
          }}
          onKeyDown={onKeyDown}
          className={`block h-11 w-full rounded-t-md border bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 ${
            error ? 'border-red-600' : 'border-slate-300'
          }`}
        />
      </div>
      <div className="max-h-44 overflow-y-auto rounded-b-md border border-t-0 border-slate-300 bg-white">
        {matches.length > 0 ? (
          <div id={listId} role="listbox" aria-label={t('manager.schedule.employeeList')} className="py-1">
            {matches.map((employee, index) => {
              const isSelected = employee.employeeId === value;
              return (
                // Options are chosen with the pointer here and with the keyboard from the search box
                // (aria-activedescendant), as the combobox pattern has it.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens in the combobox input
                <div
                  key={employee.employeeId}
                  id={optionId(employee.employeeId)}
                  role="option"
                  // Not in the tab order: the search box holds focus and points here (activedescendant).
                  tabIndex={-1}
                  aria-selected={isSelected}
                  data-active={index === active || undefined}
                  // Keeps focus in the search box when an option is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(employee)}
                  className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${
                    isSelected ? 'bg-accent-50 font-medium text-accent-800' : 'text-slate-800'
                  } ${index === active ? 'outline-2 -outline-offset-2 outline-accent-600' : ''} hover:bg-slate-100`}
                >
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-700">
                    {employee.employeeId}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{employee.name}</span>
                  {busyElsewhere?.has(employee.employeeId) ? (
                    <span className="shrink-0 rounded border border-dashed border-slate-300 bg-slate-50 px-1.5 py-0.5 text-xs text-slate-600">
                      {t('manager.schedule.busyElsewhere')}
                    </span>
                  ) : null}
                  {isSelected ? (
                    <Check aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
                  ) : null}
                </div>
              );
            })}
          </div>
        ) : (
          <p className="px-3 py-4 text-sm text-slate-600">
            {employees.length === 0
              ? t('manager.schedule.noEmployees')
              : t('manager.schedule.noMatches', { query: query.trim() })}
          </p>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {messageText(error)}
        </p>
      ) : null}
      {selected ? (
        <p id={selectedId} className="mt-1 text-sm text-slate-700">
          {t('manager.schedule.selected', { name: selected.name, employeeId: selected.employeeId })}
        </p>
      ) : null}
    </div>
  );
}
