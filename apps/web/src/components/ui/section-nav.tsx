export interface PageSection {
  /** The id of the element the link leads to. */
  id: string;
  label: string;
}

/**
 * In-page links to a long page's sections, kept at the top of the screen while it scrolls. Following
 * a link also moves the keyboard's starting point there, so the next Tab lands inside the section
 * (a manager reaches Add Employee in a few presses instead of crossing the whole calendar).
 */
export function SectionNav({ label, sections }: { label: string; sections: readonly PageSection[] }) {
  return (
    <nav
      aria-label={label}
      className="sticky top-0 z-20 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 backdrop-blur sm:-mx-6 sm:px-6"
    >
      {/* Scrolls sideways on its own on a narrow phone; the page itself never does. */}
      <ul className="relative flex gap-1 overflow-x-auto py-2">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="flex h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-200 hover:text-slate-900 sm:h-9"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
