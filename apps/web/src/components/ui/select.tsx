import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import * as RadixSelect from 'radix-ui/select';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  /** The accessible name when no visible label is given (e.g. 'Status of Acme' in a table row). */
  'aria-label'?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A single-choice dropdown on Radix Select: arrow keys, typeahead, Escape, and the listbox and
 * option roles. Every option needs a non-empty value (Radix reserves '' for "nothing chosen"), so a
 * filter's "all" choice takes a word of its own.
 */
export function Select<V extends string>({
  value,
  onValueChange,
  options,
  'aria-label': ariaLabel,
  id,
  disabled,
  className,
}: SelectProps<V>) {
  return (
    <RadixSelect.Root value={value} onValueChange={(next) => onValueChange(next as V)} disabled={disabled}>
      <RadixSelect.Trigger
        id={id}
        aria-label={ariaLabel}
        className={cn(
          'inline-flex h-10 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
          className,
        )}
      >
        <RadixSelect.Value />
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-600" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          // Above dialogs (z-50): a select inside a modal opens over it.
          className="z-[60] max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded py-2 pr-3 pl-8 text-sm text-slate-800 outline-none select-none data-highlighted:bg-slate-100 data-[state=checked]:font-medium"
              >
                <RadixSelect.ItemIndicator className="absolute left-2 inline-flex items-center">
                  <Check aria-hidden="true" className="size-4 text-accent-700" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

/** A Select with a visible label above it, laid out like TextField. */
export function SelectField<V extends string>({
  label,
  className,
  ...rest
}: Omit<SelectProps<V>, 'aria-label' | 'id'> & { label: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Select id={id} className="h-11 w-full text-base" {...rest} />
    </div>
  );
}
