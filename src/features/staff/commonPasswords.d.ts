/**
 * The common-password list of `@zxcvbn-ts/language-common` on its own (the package's types cover
 * only its index, which loads two more lists): the passwords, most used first.
 */
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[]
  export default passwords
}
