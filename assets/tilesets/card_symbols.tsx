<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="card_symbols" tilewidth="64" tileheight="64" tilecount="10" columns="5">
 <image source="card_symbols.png" width="320" height="128"/>
 <tile id="0">
  <properties>
   <property name="color" value="pink"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="color" value="white"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="color" value="blue"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="color" value="yellow"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="color" value="orange"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="color" value="black"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="color" value="red"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="color" value="green"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="color" value="locomotive"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="color" value="gray"/>
  </properties>
 </tile>
</tileset>
