/******/ (() => { // webpackBootstrap
console.log(1)

/******/ })()
;