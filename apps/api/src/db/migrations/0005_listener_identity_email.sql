-- The identity provider's e-mail as last seen on a verified token. listeners.email is the contact
-- e-mail (the konbini flow may set another one); it follows the identity e-mail only when that changes.
ALTER TABLE listeners ADD COLUMN identity_email text;
UPDATE listeners SET identity_email = email;
