// See package.json: superstatic treats a throwing require('re2') as "re2 not installed".
throw new Error('re2 is left out of this project on purpose (tools/absent-re2)');
