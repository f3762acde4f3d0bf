/**
 * The week's warnings shown in the publish dialog above its confirm button. An empty slot here: the
 * schedule-warnings feature fills it.
 */
export function PublishWarnings(_props: { startDate: string; endDate: string }) {
  return null;
}
