/** Stylesheets imported for their side effect (Gatsby bundles them). */
declare module "*.css";
