import { useSectionFolds } from './section-folds.tsx';

export interface PageSection {
  /** The id of the element the link leads to. */
  id: string;
  label: string;
  /** The key of the folding card in that section, which the link opens (see SectionFoldsProvider). */
  opens?: string;
}

/**
 * In-page links to a long page's sections, kept at the top of the screen while it scrolls. Following
 * a link opens the section's folding card and moves the keyboard's starting point there, so the next
 * Tab lands inside the section (a manager reaches Add Employee in a few presses instead of crossing
 * the whole calendar). On a phone the links wrap rather than scroll sideways: each is one tap away.
 */
export function SectionNav({ label, sections }: { label: string; sections: readonly PageSection[] }) {
  const folds = useSectionFolds();
  return (
    <nav
      aria-label={label}
      className="sticky top-0 z-20 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 backdrop-blur sm:-mx-6 sm:px-6"
    >
      <ul className="relative flex flex-wrap gap-2 py-2 sm:gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={() => {
                if (section.opens) folds?.setOpen(section.opens, true);
              }}
              // Chips on a phone, where the links wrap; plain tabs-like links in one row above.
              className="flex h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-200 hover:text-slate-900 sm:h-9 sm:rounded-md sm:border-transparent sm:bg-transparent sm:px-3"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
