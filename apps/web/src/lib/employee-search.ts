/** Who can be picked for a shift: the 3-digit ID and the name. */
export interface PickableEmployee {
  employeeId: string;
  name: string;
}

/**
 * The employees whose name or ID contains the query, case-insensitively (docs/product.md section 2), in
 * the list's order; an exact ID comes first, so typing '007' puts 007 on top, not 107 or 070.
 */
export function searchEmployees<E extends PickableEmployee>(employees: readonly E[], query: string): E[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...employees];
  const matches = employees.filter(
    (employee) => employee.name.toLowerCase().includes(needle) || employee.employeeId.includes(needle),
  );
  const exact = matches.filter((employee) => employee.employeeId === needle);
  return [...exact, ...matches.filter((employee) => employee.employeeId !== needle)];
}
