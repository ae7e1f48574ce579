import { Link } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { AuthCard } from "../features/identity/auth-card.tsx";
import { primaryButtonClass } from "../features/forms/fields.tsx";
import type { Route } from "./+types/password-success";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Password Changed Successfully",
    description: (shop) => `Your ${shop} password was changed.`,
    url: `${publicUrlFrom(matches)}/password-success`,
    noindex: true,
  });

export default function PasswordSuccess() {
  return (
    <AuthCard
      title="Password Changed Successfully"
      lead="Password Reset Successfully! You can now sign in with your new password. For your safety, every other session of your account was signed out."
    >
      <Link to="/login" className={`${primaryButtonClass} w-full`}>
        Sign In Now
      </Link>
      <p className="mt-6 text-sm text-slate-600">
        Did not change your password?{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          Report an unauthorised change
        </Link>{" "}
        and our team will secure your account.
      </p>
    </AuthCard>
  );
}
