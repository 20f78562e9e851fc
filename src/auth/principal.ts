/** Who is calling: resolved from the API key on every request. */
export interface Principal {
  orgId: string;
  userId: string;
  orgRole: 'admin' | 'member';
  apiKeyId: string;
}
