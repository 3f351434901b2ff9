FROM node:24-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@12
COPY . .
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN pnpm install --frozen-lockfile && pnpm run build
EXPOSE 3101
CMD ["node", "apps/api/dist/main.js"]
