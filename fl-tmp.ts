import path from "path";
import { firstLoadJsBytes } from "./bench/firstLoadJs";
for (const url of ["/", "/about-us", "/fee-iii-viii", "/news", "/blog-inner?id=blog_1", "/school-calendar"])
  console.log(url, (firstLoadJsBytes(path.resolve(process.argv[2] ?? "public"), url) / 1024).toFixed(2));
