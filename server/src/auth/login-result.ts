/** The GraphQL answer of every way to sign in (password, its second step, a passkey): a session, or the second step's challenge. */
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "The second step a sign-in needs: the account has a second factor." })
export class SecondFactorChallenge {
  @Field(() => String, {
    description: "Single use, valid five minutes, bound to the account whose password was proved: send it to loginSecondFactor with a code.",
  })
  challenge: string;

  @Field(() => [String], { description: "How the second step can be made: among 'totp', 'recovery' and 'passkey'." })
  methods: string[];
}

@ObjectType({ description: "A sign-in's answer: a session (token), or the second step it needs (secondFactor, no token yet)." })
export class LoginResult {
  @Field(() => String, { nullable: true, description: "Bearer token for the Authorization header; null while a second step is needed." })
  token: string | null;

  @Field(() => ID, { description: "The admin's id (the spec's userId)." })
  userId: number;

  @Field(() => String, { description: "The admin's sign-in name." })
  username: string;

  @Field(() => Date, { nullable: true, description: "When the token stops being accepted; null without a token." })
  expiresAt: Date | null;

  @Field(() => SecondFactorChallenge, {
    nullable: true,
    description: "Set when the password was right and the account has a second factor: finish with loginSecondFactor (or sign in with a passkey).",
  })
  secondFactor: SecondFactorChallenge | null;

  @Field(() => Boolean, {
    description:
      "The owner requires a second factor and this account has none: until it sets one up (startTotpSetup, or a passkey), everything but that, me and signing out is FORBIDDEN (reason SECOND_FACTOR_SETUP_REQUIRED).",
  })
  mustSetUpSecondFactor: boolean;
}
