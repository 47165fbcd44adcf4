-- Reset links are secrets: the recovery mails kept before the outbox left them out lose their links.
UPDATE "mail_outbox"
SET "text_body" = regexp_replace("text_body", '\S*resetpassword\?token=\S*', '[enlace omitido]', 'g'),
    "html_body" = regexp_replace("html_body", '[^"<\s]*resetpassword\?token=[^"<\s]*', '[enlace omitido]', 'g')
WHERE "text_body" LIKE '%resetpassword?token=%' OR "html_body" LIKE '%resetpassword?token=%';
