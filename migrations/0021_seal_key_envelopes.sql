-- why: each envelope of a user's data key gets a key of its own that the next envelope deletes (an old password
-- opens nothing), and every envelope, next-session note and image written in clear before is sealed once.

-- null: an append's key, kept until its subject is forgotten; else the kind (the event type) whose next key of
-- the same subject deletes this one.
alter table subject_data_keys add column kind text;

-- What SQL cannot do (sealing uses the event store's AES-256-GCM format) runs right after this file, in its
-- transaction: eventstore/seal-values-in-clear.ts.
