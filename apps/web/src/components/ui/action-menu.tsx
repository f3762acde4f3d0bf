import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { forwardRef, type ReactNode, useImperativeHandle, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export interface ActionMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  onSelect: () => void;
}

export interface ActionMenuProps {
  /** The trigger's accessible name, e.g. 'Options for Main Street'. */
  label: string;
  /** The trigger's content, usually an icon. */
  trigger: ReactNode;
  triggerClassName?: string;
  items: ActionMenuItem[];
}

/**
 * A small menu of actions on Radix DropdownMenu (arrow keys, typeahead, Escape). Non-modal: an item
 * that opens a dialog must not leave the menu's modal layer behind, which would keep the page inert.
 * The ref reaches the trigger, so a dialog opened from an item can hand focus back to it. Choosing an
 * item first puts focus back on the trigger, so a dialog the item opens finds the trigger as the
 * element to return to when it closes (the item itself is gone by then).
 */
export const ActionMenu = forwardRef<HTMLButtonElement, ActionMenuProps>(function ActionMenu(
  { label, trigger, triggerClassName = '', items },
  ref,
) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => triggerRef.current as HTMLButtonElement);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        aria-label={label}
        // cn: a trigger may ask for another size (a thumb's 44 px on a phone).
        className={cn('flex size-9 items-center justify-center rounded-md', triggerClassName)}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              onSelect={() => {
                triggerRef.current?.focus();
                item.onSelect();
              }}
              className={`flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none select-none data-highlighted:bg-slate-100 ${
                item.tone === 'danger' ? 'text-red-700' : 'text-slate-800'
              }`}
            >
              {item.icon}
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
