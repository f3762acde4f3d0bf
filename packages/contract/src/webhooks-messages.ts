// The webhooks' refusals without zod: error-codes.ts reads them (docs/api.md, "Webhooks").

export const webhooksMessages = {
  webhookUrlInvalid: 'Enter the full address of your endpoint, starting with https://',
  webhookUrlCredentials: 'The address may not contain a user name or password',
  webhookUrlPrivate: 'The address points to a private or local network, which webhooks may not reach',
  webhookEventsRequired: 'Choose at least one event',
  webhookNotFound: 'This webhook endpoint no longer exists',
  webhookDeliveryNotFound: 'This delivery no longer exists',
  webhookLimitReached: 'An organization can have at most 20 webhook endpoints',
} as const;
