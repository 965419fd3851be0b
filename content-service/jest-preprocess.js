/** TypeScript and JSX through Babel for Jest, for the Node that runs the tests. */
const babelOptions = {
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic" }],
    "@babel/preset-typescript",
  ],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
