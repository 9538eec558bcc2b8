/** The password rule the back office checks before asking the server (spec admin §5), without react-admin: the invitation page uses it too. */
export const MIN_PASSWORD_LENGTH = 6;
