/** /api/master-admin/organizations/{id}[/action]: the one place the write calls build their URL. */
export function organizationPath(id: string, action?: string): string {
  const base = `/api/master-admin/organizations/${encodeURIComponent(id)}`;
  return action ? `${base}/${action}` : base;
}
