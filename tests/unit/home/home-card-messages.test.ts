import { CONTENT_CARD_MESSAGES, POST_CARD_MESSAGES } from "@/components/home/home-card-messages";
import { describeClientMessages } from "../intl/client-messages-suite";

// The home page's rows of content and blog cards (home-card-rows.tsx) are client code: their
// sections send them exactly the keys the cards name.
describeClientMessages(
  "home page's content cards",
  { entries: ["components/content/content-card.tsx"], namespaces: ["content", "events"], reaches: ["components/content/card-frame.tsx"] },
  CONTENT_CARD_MESSAGES,
);

describeClientMessages(
  "home page's blog cards",
  { entries: ["components/blog/post-card.tsx"], namespaces: ["blog", "content"], reaches: ["components/content/card-frame.tsx"] },
  POST_CARD_MESSAGES,
);
