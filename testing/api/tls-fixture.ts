// A self-signed certificate for 127.0.0.1 / localhost (valid 2000–2100), ONLY for tests that
// stand up a local https server (web-push always speaks TLS to the push service). It is
// trusted nowhere but in the https.Agent a test builds with `ca: TEST_TLS_CERT`.

export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgjSUpiv9dQ1xQWRc+
pjrmKFqSmYwI1dQQ1fif5S3j2EuhRANCAATegwyS6EPXnlGlE9QwOEYJJzkQkpsq
sixvDNeiEVE1hnHcnRZQLtZ307snS3/gPLyZGdaHFeqGXyKIUkVp/y4p
-----END PRIVATE KEY-----
`;

export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBiTCCAS+gAwIBAgIBATAKBggqhkjOPQQDAjAUMRIwEAYDVQQDDAlsb2NhbGhv
c3QwIBcNMDAwMTAxMDAwMDAwWhgPMjEwMDAxMDEwMDAwMDBaMBQxEjAQBgNVBAMM
CWxvY2FsaG9zdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABN6DDJLoQ9eeUaUT
1DA4RgknORCSmyqyLG8M16IRUTWGcdydFlAu1nfTuydLf+A8vJkZ1ocV6oZfIohS
RWn/LimjcDBuMAwGA1UdEwEB/wQCMAAwGgYDVR0RBBMwEYIJbG9jYWxob3N0hwR/
AAABMA4GA1UdDwEB/wQEAwIHgDATBgNVHSUEDDAKBggrBgEFBQcDATAdBgNVHQ4E
FgQU5RNJ/9Lvpt2sJyNQL6WKK/EaUBYwCgYIKoZIzj0EAwIDSAAwRQIgD7apHTfz
qMsOr/LZTGrxWEMgbTzR7XgrngKlQVJ6j6sCIQCiYy8oubhUC7haG66HIROfaABj
XfI2NpyX4slEAB3xIw==
-----END CERTIFICATE-----
`;
