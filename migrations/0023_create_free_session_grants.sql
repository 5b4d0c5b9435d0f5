-- why: the 3 free sessions are given once per address (issue 24): a keyed hash of each address that had them is kept, also after its account is deleted, so deleting and signing up again does not give them again.
create table free_session_grants (
  -- AddressDigest of the normalised address (HMAC-SHA256 with the server secret, base64url): never the address
  address_digest text primary key,
  granted_at timestamptz not null
);
